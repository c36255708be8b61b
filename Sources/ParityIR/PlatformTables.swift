/// What a platform's library calls mean: its builtins and its sinks.
public struct PlatformTables: Codable, Hashable, Sendable {
    public var builtins: Builtins
    public var sinks: Sinks

    public init(builtins: Builtins, sinks: Sinks) {
        self.builtins = builtins
        self.sinks = sinks
    }
}
