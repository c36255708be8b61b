import Foundation
import PackagePlugin

/// Embeds `Grammars/<lang>/queries/*.scm` into the target as Swift string constants,
/// so the installed `parity` binary needs no source tree beside it.
@main
struct EmbedQueries: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let grammars = context.package.directoryURL.appending(path: "Grammars")
        let fm = FileManager.default
        var inputs: [URL] = []
        for lang in (try? fm.contentsOfDirectory(atPath: grammars.path())) ?? [] {
            let dir = grammars.appending(path: lang).appending(path: "queries")
            for file in (try? fm.contentsOfDirectory(atPath: dir.path())) ?? [] where file.hasSuffix(".scm") {
                inputs.append(dir.appending(path: file))
            }
        }
        inputs.sort { $0.path() < $1.path() }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedQueries.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) query files",
                executable: try context.tool(named: "embed-queries").url,
                arguments: [output.path()] + inputs.map { $0.path() },
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
