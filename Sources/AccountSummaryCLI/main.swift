import Foundation

exit(AccountSummaryTool.main(Array(CommandLine.arguments.dropFirst())))
