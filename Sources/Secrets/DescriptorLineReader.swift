#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads one line from a file descriptor a byte at a time, so nothing after the newline is
/// consumed (the next reader of the same descriptor gets the next line).
enum DescriptorLineReader {
    static let maxLength = 4096

    enum Failure: Error {
        case system(Int32)
        case tooLong
    }

    /// The line's bytes without `\n` (and a trailing `\r`), or nil at end of input before any byte.
    static func readLine(_ fd: Int32) throws(Failure) -> [UInt8]? {
        var line: [UInt8] = []
        line.reserveCapacity(maxLength + 1)
        var byte: UInt8 = 0
        while true {
            let count = read(fd, &byte, 1)
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                SecureWipe.wipe(&line)
                throw .system(code)
            }
            if count == 0 {
                if line.isEmpty { return nil }
                break
            }
            if byte == 0x0A { break }
            guard line.count < maxLength else {
                SecureWipe.wipe(&line)
                throw .tooLong
            }
            line.append(byte)
        }
        byte = 0
        if line.last == 0x0D { line[line.count - 1] = 0; line.removeLast() }
        return line
    }
}
