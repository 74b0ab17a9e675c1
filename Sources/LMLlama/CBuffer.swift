/// Helpers for C functions that write text into caller-provided buffers.
enum CBuffer {
    /// Calls `body` with a zeroed buffer and returns the NUL-terminated text it wrote.
    static func message(capacity: Int = 1024, _ body: (UnsafeMutablePointer<CChar>, Int) -> Void) -> String {
        var buffer = [CChar](repeating: 0, count: capacity)
        buffer.withUnsafeMutableBufferPointer { pointer in
            if let base = pointer.baseAddress { body(base, pointer.count) }
        }
        return string(buffer)
    }

    /// Decodes a NUL-terminated (or full) buffer as UTF-8, repairing invalid bytes.
    static func string(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Calls a C function that returns the full length of a string it writes, growing the buffer
    /// when the first one was too small.
    /// - Returns: The text, or nil when the function returned a negative length.
    static func growing(initial: Int = 256, _ body: (UnsafeMutablePointer<CChar>, Int) -> Int32) -> String? {
        var capacity = initial
        for _ in 0..<2 {
            var buffer = [CChar](repeating: 0, count: capacity)
            let length = buffer.withUnsafeMutableBufferPointer { pointer -> Int32 in
                guard let base = pointer.baseAddress else { return -1 }
                return body(base, pointer.count)
            }
            if length < 0 { return nil }
            if Int(length) < capacity { return string(buffer) }
            capacity = Int(length) + 1
        }
        return nil
    }
}
