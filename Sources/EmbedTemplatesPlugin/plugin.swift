import Foundation
import PackagePlugin

/// Generates `DefaultTemplates+Sources.swift` and `StringCatalog+BuiltInSource.swift` from the
/// package's `templates/` folder before the library builds; for the bank-files library, the
/// shipped CSV profiles of `templates/csv-profiles/` as `CSVShippedProfiles+Sources.swift`.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "templates")
        if target.name == "AccountSummaryBankFiles" {
            let folder = templates.appending(path: "csv-profiles")
            let profiles = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".json") }
                .sorted()
                .map { folder.appending(path: $0) }
            let output = context.pluginWorkDirectoryURL.appending(path: "CSVShippedProfiles+Sources.swift")
            return [
                .buildCommand(
                    displayName: "Embedding \(profiles.count) shipped CSV profiles",
                    executable: try context.tool(named: "TemplateEmbedder").url,
                    arguments: ["--csv-profiles", folder.path, output.path],
                    inputFiles: profiles,
                    outputFiles: [output]
                ),
            ]
        }
        let inputs = ((try? FileManager.default.contentsOfDirectory(atPath: templates.path)) ?? [])
            .filter { $0.hasSuffix(".mustache") }
            .sorted()
            .map { templates.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "DefaultTemplates+Sources.swift")
        // The report's wording, a String Catalog beside the templates, is embedded by the same tool.
        let catalog = templates.appending(path: "report.xcstrings")
        let catalogOutput = context.pluginWorkDirectoryURL.appending(path: "StringCatalog+BuiltInSource.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) default templates and the string catalog",
                executable: try context.tool(named: "TemplateEmbedder").url,
                arguments: [templates.path, output.path, catalogOutput.path],
                inputFiles: inputs + [catalog],
                outputFiles: [output, catalogOutput]
            ),
        ]
    }
}
