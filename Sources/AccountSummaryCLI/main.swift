import Foundation

Platform.handleTerminationSignals()
exit(AccountSummaryTool.main(Array(CommandLine.arguments.dropFirst())))
