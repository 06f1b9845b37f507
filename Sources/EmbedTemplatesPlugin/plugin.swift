import Foundation
import PackagePlugin

/// Generates `DefaultTemplates.swift` from the package's `templates/` folder before the library builds.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "templates")
        let inputs = ((try? FileManager.default.contentsOfDirectory(atPath: templates.path)) ?? [])
            .filter { $0.hasSuffix(".mustache") }
            .sorted()
            .map { templates.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "DefaultTemplates+Sources.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) default templates",
                executable: try context.tool(named: "TemplateEmbedder").url,
                arguments: [templates.path, output.path],
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }
}
