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

/// What printed one statement's PDF, and its bytes: the one place a caller (`batch`'s
/// ledger, a test) learns which engine made each file.
///
/// ```swift
/// let printed = try printer.print(report, templates: templates, statement: "c-1")
/// printed.engine   // .native, or .chromium when auto fell back (and said so)
/// ```
struct PrintedPDF: Sendable {
    /// The engines that print: the native writer or the browser.
    enum Engine: String, Sendable {
        case native, chromium
    }

    var bytes: [UInt8]
    var engine: Engine
    /// The number of pages, when known (the native writer counts them; Chromium's page tree
    /// says); nil otherwise. The batch ledger records it.
    var pages: Int?
}

/// Prints reports to PDF: by the package's own writer (`StatementPDF`), which needs no browser
/// and is what `--pdf-engine auto` (the default) uses wherever it can set the statement, or
/// through one ``Browser``, started on first use and started again when it dies
/// (`--pdf-engine chromium`, and `auto`'s fallback): `render` prints one statement, `batch` many.
///
/// `auto` never switches silently: each statement it hands to the browser prints the
/// contract's `warning: STATEMENT: printed by Chromium (REASON); not PDF/A` on standard error,
/// and ``PrintedPDF/engine`` says which engine printed it. `native` never falls back.
///
/// `@unchecked Sendable`: batch workers share one printer; every use of `browser` and `count`
/// is inside `lock`, so prints go to the browser one at a time (rendering and writing the
/// files stay parallel).
///
/// ```swift
/// let printer = try PDFPrinter(browser: nil, options: pdfOptions)  // finds the browser now (exit 69 if none)
/// let pdf = try printer.print(report, templates: templates, statement: "statement.json").bytes
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
    /// Why `auto` has no native writer (`--template-dir`, fonts missing), for its warning lines.
    private let nativeProblem: String?
    /// `--attach-source`.
    let attachSource: Bool
    /// `--paper`; nil for each report's own locale's paper.
    let paper: PaperSize?
    /// `--layout`: how pages place each account's statement, in every PDF.
    let layout: PrintLayout
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
    /// writer cannot set (a character no installed font has); it needs a browser only then, so a
    /// machine without one fails (69) only on such a statement, or at once when `--browser`
    /// names one that is not there.
    ///
    /// - Throws: 69 when the browser, `qpdf` or the fonts are missing, or when the native
    ///   writer is asked to lay out `--template-dir`'s HTML.
    init(browser: String?, options: PDFOptions, templateDirectory: String? = nil) throws(CLIError) {
        protection = try options.protection()
        paper = options.paper
        layout = options.layout
        engine = options.engine
        attachSource = options.attachSource
        switch options.engine {
        case .native:
            if templateDirectory != nil { throw .unavailable(PDFProblem.nativeWithTemplates.description) }
            do { nativeFonts = try StatementPDF.Fonts.installed() } catch { throw .unavailable(PDFProblem.native(error.description).description) }
            executable = nil
            browserProblem = nil
            nativeProblem = nil
        case .chromium:
            nativeFonts = nil
            nativeProblem = nil
            do { executable = try Browser.locate(explicit: browser) } catch { throw CLIError(error) }
            browserProblem = nil
        case .auto:
            if templateDirectory != nil {
                nativeFonts = nil
                nativeProblem = PDFProblem.templatesNeedBrowser.description
            } else {
                do {
                    nativeFonts = try StatementPDF.Fonts.installed()
                    nativeProblem = nil
                } catch {
                    if options.attachSource { throw .unavailable(PDFProblem.sourceNeedsNative(error.description).description) }
                    nativeFonts = nil
                    nativeProblem = PDFProblem.fontsMissing(error.description).description
                }
            }
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

    /// The report's PDF: laid out by the native writer, or its HTML printed by the browser
    /// (`--pdf-engine chromium`, or `auto` for a statement the native writer cannot set, with
    /// the contract's warning line naming `statement`), on the chosen paper (else the paper of
    /// the report's locale), encrypted when a password was given. A browser that died is
    /// started again and the print tried once more; a second failure is thrown (69), a template
    /// error is 65.
    ///
    /// - Parameters:
    ///   - templates: the HTML templates, asked for only when the browser prints (the native
    ///     writer lays out the report itself; `render` then never parses them).
    ///   - statement: how warnings name the statement (the customer id in a batch, the input in `render`).
    ///   - source: the files `--attach-source` carries (the version-1 JSON, or each bank file).
    /// - Throws: 65 when `--pdf-engine native` (or `--attach-source`) meets a statement the
    ///   native writer cannot set, naming the character and the fonts tried.
    func print(_ report: StatementReport, templates: () throws(CLIError) -> TemplateLibrary, strict: Bool = false,
               jobs: Int = 1, statement: String, source: [PDFDocumentWriter.Attachment] = []) throws(CLIError) -> PrintedPDF {
        let paper = paper ?? PaperSize(locale: report.locale)
        // Both engines read the layout from the report: the native writer, and the HTML's print style.
        var report = report
        report.layout = layout
        var printed: PrintedPDF?
        var fallback = nativeProblem
        if let nativeFonts {
            // No lock: the writer is a pure function of the report, so batch workers lay out at once.
            do {
                // An encrypted file is not PDF/A: it does not claim to be.
                let laidOut = try StatementPDF.document(report, paper: paper, fonts: nativeFonts, archival: protection == nil,
                                                        attachments: attachSource ? source : [])
                printed = PrintedPDF(bytes: laidOut.bytes, engine: .native, pages: laidOut.pages)
            } catch {
                // `native` never falls back; a source to attach needs the native writer.
                if engine == .native { throw .data([PDFProblem.native(error.description).description]) }
                if attachSource { throw .data([PDFProblem.sourceNeedsNative(error.description).description]) }
                fallback = error.description
            }
        }
        if printed == nil {
            if executable == nil, let browserProblem { throw CLIError(browserProblem) }
            // `auto` says so, statement by statement: the file is the browser's, not PDF/A.
            if engine == .auto, let fallback {
                Platform.printError(PDFProblem.fellBack(statement: statement, reason: fallback).description)
            }
            // Dated as the statement, not as the print, so a reprint is the same bytes.
            let bytes = PDFInfoDates.replacing(in: try printLocked(report, templates: try templates(), strict: strict, jobs: jobs, paper: paper),
                                               with: PDFInfoDates.stamp(for: report.asOf))
            printed = PrintedPDF(bytes: bytes, engine: .chromium, pages: PDFPageCount.count(in: bytes))
        }
        guard var result = printed else { preconditionFailure("a PDF was printed") }
        // Outside the lock: other statements print meanwhile.
        if let protection { result.bytes = try protection.encrypt(result.bytes) }
        return result
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
