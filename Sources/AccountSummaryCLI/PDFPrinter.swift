#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AccountSummary
import AccountSummaryPDF
import AccountSummaryScale
import AccountSummaryTooling
import Foundation

/// Prints reports to PDF: by the package's own writer (`StatementPDF`), which needs no browser
/// and is what `--pdf-engine auto` (the default) uses wherever it can set the statement, or
/// through one ``Browser``, started on first use and started again when it dies
/// (`--pdf-engine chromium`, and `auto`'s fallback): `render` prints one statement, `batch` many.
///
/// `@unchecked Sendable`: batch workers share one printer; every use of `browser` and `count`
/// is inside `lock`, so prints go to the browser one at a time (rendering and writing the
/// files stay parallel).
///
/// ```swift
/// let printer = try PDFPrinter(browser: nil, options: pdfOptions)  // finds the browser now (exit 69 if none)
/// let pdf = try printer.print(report, templates: templates)
/// printer.quit()
/// ```
final class PDFPrinter: @unchecked Sendable {
    /// `--pdf-engine`: `auto` lays out natively where it can and prints with the browser otherwise.
    let engine: PDFOptions.Engine
    /// The browser; nil with the native writer, or with `auto` on a machine without one.
    let executable: String?
    /// Why no browser was found, for `auto`'s first statement that needs one.
    private let browserProblem: BrowserError?
    /// The native writer's fonts, loaded once; nil with Chromium (or `auto` without the fonts).
    let nativeFonts: StatementPDF.Fonts?
    /// `--paper`; nil for each report's own locale's paper.
    let paper: PaperSize?
    /// `--pdf-password-file`'s encryption, applied to every PDF.
    let protection: PDFProtection?
    private let lock = NSLock()
    private var browser: Browser?
    private var count = 0

    /// Checks the PDF options (the engine, qpdf and the password for encryption) and finds the
    /// browser (`--browser`, `ACCOUNT_SUMMARY_BROWSER`, `PATH`) or the native writer's fonts,
    /// all before any work; the browser starts on the first print.
    ///
    /// `auto` uses the native writer for the built-in layouts when the Noto fonts are
    /// installed, and the browser for `--template-dir`'s HTML and for statements the native
    /// writer cannot set (scripts it does not shape yet); it needs a browser only then, so a
    /// machine without one fails (69) only on such a statement, or at once when `--browser`
    /// names one that is not there.
    ///
    /// - Throws: 69 when the browser, `qpdf` or the fonts are missing, or when the native
    ///   writer is asked to lay out `--template-dir`'s HTML.
    init(browser: String?, options: PDFOptions, templateDirectory: String? = nil) throws(CLIError) {
        protection = try options.protection()
        paper = options.paper
        engine = options.engine
        switch options.engine {
        case .native:
            if templateDirectory != nil { throw .unavailable(PDFProblem.nativeWithTemplates.description) }
            do { nativeFonts = try StatementPDF.Fonts.installed() } catch { throw .unavailable(PDFProblem.native(error.description).description) }
            executable = nil
            browserProblem = nil
        case .chromium:
            nativeFonts = nil
            do { executable = try Browser.locate(explicit: browser) } catch { throw CLIError(error) }
            browserProblem = nil
        case .auto:
            nativeFonts = templateDirectory == nil ? try? StatementPDF.Fonts.installed() : nil
            do {
                executable = try Browser.locate(explicit: browser)
                browserProblem = nil
            } catch {
                // Asked for by name (flag or variable), or the only engine left: its absence is an error now.
                let named = browser != nil || !(Platform.environment("ACCOUNT_SUMMARY_BROWSER") ?? "").isEmpty
                if named || nativeFonts == nil { throw CLIError(error) }
                executable = nil
                browserProblem = error
            }
        }
    }

    deinit { quit() }

    /// The report's HTML, printed on the chosen paper (else the paper of the report's locale)
    /// and encrypted when a password was given. A browser that died is started again and the
    /// print tried once more; a second failure is thrown (69), a template error is 65.
    func print(_ report: StatementReport, templates: TemplateLibrary, strict: Bool = false,
               jobs: Int = 1) throws(CLIError) -> [UInt8] {
        try printed(report, templates: templates, strict: strict, jobs: jobs).bytes
    }

    /// A statement printed, and what the batch ledger records of how.
    ///
    /// ```swift
    /// let printed = try printer.printed(report, templates: templates)
    /// (printed.engine, printed.pages)  // (.native, 2)
    /// ```
    struct PrintedPDF {
        var bytes: [UInt8]
        /// The engine that made this file: `native` or `chromium` (with `auto`, the one it chose).
        var engine: PDFOptions.Engine
        /// The number of pages, when known (the native writer counts them; Chromium's page
        /// tree says); nil otherwise.
        var pages: Int?
    }

    /// ``print(_:templates:strict:jobs:)``, saying which engine made the file and how many
    /// pages it has. Chromium's file carries the statement's `asOf` as its dates (see
    /// ``PDFInfoDates``), not the moment it printed, so a statement prints to the same bytes twice.
    func printed(_ report: StatementReport, templates: TemplateLibrary, strict: Bool = false,
                 jobs: Int = 1) throws(CLIError) -> PrintedPDF {
        let paper = paper ?? PaperSize(locale: report.locale)
        var printed: PrintedPDF
        var laidOut: (bytes: [UInt8], pages: Int)?
        if let nativeFonts {
            // No lock: the writer is a pure function of the report, so batch workers lay out at once.
            do {
                // An encrypted file is not PDF/A: it does not claim to be.
                laidOut = try StatementPDF.document(report, paper: paper, fonts: nativeFonts, archival: protection == nil)
            } catch {
                // `auto` says nothing and lets the browser print what the native writer cannot set.
                guard engine == .auto else { throw .unavailable(PDFProblem.native(error.description).description) }
            }
        }
        if let laidOut {
            printed = PrintedPDF(bytes: laidOut.bytes, engine: .native, pages: laidOut.pages)
        } else {
            if executable == nil, let browserProblem { throw CLIError(browserProblem) }
            let bytes = PDFInfoDates.replacing(in: try printLocked(report, templates: templates, strict: strict, jobs: jobs, paper: paper),
                                               with: PDFInfoDates.stamp(for: report.asOf))
            printed = PrintedPDF(bytes: bytes, engine: .chromium, pages: PDFPageCount.count(in: bytes))
        }
        // Outside the lock: other statements print meanwhile.
        if let protection { printed.bytes = try protection.encrypt(printed.bytes) }
        return printed
    }

    private func printLocked(_ report: StatementReport, templates: TemplateLibrary, strict: Bool,
                             jobs: Int, paper: PaperSize) throws(CLIError) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        var attempt = 0
        while true {
            attempt += 1
            do throws(PrintFailure) {
                return try printOnce(report, templates: templates, strict: strict, jobs: jobs, paper: paper)
            } catch {
                switch error {
                case .browser(let failure):
                    browser?.close()
                    browser = nil
                    // A statement that ran out of time would again: not tried twice.
                    if case .timedOut = failure { throw CLIError(failure) }
                    if attempt >= 2 { throw CLIError(failure) }
                case .report(let failure):
                    throw failure
                }
            }
        }
    }

    /// Quits the browser, if one runs.
    func quit() {
        lock.lock()
        defer { lock.unlock() }
        browser?.close()
        browser = nil
    }

    private enum PrintFailure: Error {
        case browser(BrowserError)
        case report(CLIError)
    }

    /// Writes the HTML into the browser's folder and prints it (the lock is held).
    private func printOnce(_ report: StatementReport, templates: TemplateLibrary, strict: Bool,
                           jobs: Int, paper: PaperSize) throws(PrintFailure) -> [UInt8] {
        let running: Browser
        if let browser {
            running = browser
        } else {
            guard let executable else { preconditionFailure("a browser is located for the chromium engine") }
            do { running = try Browser(executable: executable) } catch { throw .browser(error) }
            browser = running
        }
        count += 1
        let path = running.folder + "/statement-\(count).html"
        defer { unlink(path) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .report(.io("cannot write \(path): \(Platform.lastError)")) }
        defer { close(descriptor) }
        do {
            var sink = FileSink(descriptor: descriptor, name: path)
            try ReportSettings.render(report, writer: HTMLWriter(), templates: templates, strict: strict, jobs: jobs, into: &sink)
            try sink.finish()
        } catch {
            throw .report(error)
        }
        // Read back and removed at once: the page goes to the browser over its pipe.
        guard let html = try? String(contentsOfFile: path, encoding: .utf8) else { throw .report(.io("cannot read \(path)")) }
        unlink(path)
        do { return try running.printPDF(html: html, paper: paper) } catch { throw .browser(error) }
    }
}
