/// What can go wrong printing with a browser, worded in one place (exit 69).
///
/// ```swift
/// BrowserError.notFound.description
/// // "--format pdf needs Chromium or Google Chrome: install the chromium package (apt-get install chromium), …"
/// ```
enum BrowserError: Error, CustomStringConvertible {
    /// No browser by `--browser`, `ACCOUNT_SUMMARY_BROWSER` or on `PATH`.
    case notFound
    /// A path given by `--browser` or `ACCOUNT_SUMMARY_BROWSER` that is not an executable file.
    case notExecutable(String, source: String)
    /// The browser could not be started.
    case cannotStart(String, reason: String)
    /// The browser closed its pipe or exited.
    case died
    /// No answer within the time allowed.
    case timedOut(seconds: Int)
    /// The browser answered a command with an error, or with something unreadable.
    case refused(command: String, message: String)

    var description: String {
        switch self {
        case .notFound:
            "--format pdf needs Chromium or Google Chrome: install the chromium package (apt-get install chromium), "
                + "or name a browser with --browser PATH or ACCOUNT_SUMMARY_BROWSER (looked for chromium, chromium-browser "
                + "and google-chrome on PATH)"
        case .notExecutable(let path, let source): "\(source) \(path) is not an executable file"
        case .cannotStart(let path, let reason): "cannot start the browser \(path): \(reason)"
        case .died: "the browser exited while printing"
        case .timedOut(let seconds): "the statement did not print within \(seconds) s (the browser was stopped)"
        case .refused(let command, let message): "the browser refused \(command): \(message)"
        }
    }
}

extension CLIError {
    /// 69: printing needs a browser that is missing or failed. One that died or would not
    /// start is ``CLIError/browserFailed(_:)``, a fault of the machine that `batch` retries
    /// (75); a statement the browser refused or could not print in time is the statement's.
    init(_ error: BrowserError) {
        switch error {
        case .died, .cannotStart: self = .browserFailed(error.description)
        case .notFound, .notExecutable, .timedOut, .refused: self = .unavailable(error.description)
        }
    }
}
