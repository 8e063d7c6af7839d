// Everything that speaks the wire protocols reads and writes JSON values: whoever imports LLM
// has them too.
@_exported import JSONCore
