// swift-tools-version: 6.0
// An app's view of account-summary: it depends on the package by path and uses its public API
// only (a `package` declaration is out of its reach, which is the point). `.ci/run` builds and
// runs it.
import PackageDescription

let package = Package(
    name: "StatementScreen",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "account-summary", path: "../..")],
    targets: [
        .executableTarget(
            name: "StatementScreen",
            dependencies: [
                .product(name: "AccountSummary", package: "account-summary"),
                .product(name: "AccountSummaryBankFiles", package: "account-summary"),
            ],
            resources: [.copy("Data")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
