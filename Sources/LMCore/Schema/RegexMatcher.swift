import Synchronization

/// Matches strings against a ``RegexPattern`` in time linear in the input.
///
/// The pattern is compiled to a small automaton (a Thompson NFA) and run as a Pike VM over the
/// string's Unicode scalars: every position is visited once, and at each position every state
/// at most once, so matching takes at most (length of the input) × (size of the automaton)
/// steps whatever the pattern — `^(a*)*b$` on 10,000 characters included. Counted repetitions
/// are unrolled; an automaton larger than ``maximumStates`` is refused.
///
/// Matching follows JSON Schema: a pattern matches when it matches *somewhere* in the string
/// (ECMA-262 `RegExp.prototype.test`, without flags).
package struct RegexMatcher: Sendable {
    /// The largest automaton a pattern may compile to.
    package static let maximumStates = 100_000

    enum Instruction: Sendable {
        case scalar(UInt32)
        case set(Int)
        case split(Int, Int)
        case jump(Int)
        case assert(RegexPattern.Anchor)
        case match
    }

    let program: [Instruction]
    let sets: [[ClosedRange<UInt32>]]

    /// The pattern text, for messages.
    package let source: String

    /// Compiles a parsed pattern.
    /// - Throws: ``RegexPattern/UnsupportedPattern`` when the automaton would be too large.
    package init(_ pattern: RegexPattern, source: String) throws {
        var compiler = Compiler(source: source)
        try compiler.emit(pattern)
        compiler.program.append(.match)
        program = compiler.program
        sets = compiler.sets
        self.source = source
    }

    /// Parses and compiles a pattern.
    /// - Throws: ``RegexPattern/UnsupportedPattern`` for invalid or unsupported syntax.
    package init(pattern: String) throws {
        try self.init(RegexPattern.parse(pattern), source: pattern)
    }

    private static let cache = Mutex<[String: Result<RegexMatcher, RegexPattern.UnsupportedPattern>]>([:])
    private static let cacheLimit = 512

    /// A compiled pattern from a cache shared by the process (bounded).
    package static func cached(_ pattern: String) -> Result<RegexMatcher, RegexPattern.UnsupportedPattern> {
        if let found = cache.withLock({ $0[pattern] }) { return found }
        let result: Result<RegexMatcher, RegexPattern.UnsupportedPattern>
        do {
            result = .success(try RegexMatcher(pattern: pattern))
        } catch let error as RegexPattern.UnsupportedPattern {
            result = .failure(error)
        } catch {
            result = .failure(.init(pattern: pattern, reason: "\(error)"))
        }
        cache.withLock { cache in
            if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[pattern] = result
        }
        return result
    }

    /// Whether the pattern matches somewhere in the string.
    package func matches(in string: String) -> Bool {
        let input = string.unicodeScalars.map(\.value)
        return run(input)
    }

    private func run(_ input: [UInt32]) -> Bool {
        var current = ThreadList(capacity: program.count)
        var next = ThreadList(capacity: program.count)
        var stack: [Int] = []
        var position = 0
        while true {
            // Unanchored search: a new attempt starts at every position.
            if addThread(0, to: &current, at: position, input, &stack) { return true }
            if position == input.count { return false }
            let scalar = input[position]
            next.clear()
            for index in 0..<current.count {
                let pc = current.dense[index]
                let consumed: Bool
                switch program[pc] {
                case .scalar(let expected): consumed = expected == scalar
                case .set(let set): consumed = Self.contains(sets[set], scalar)
                default: consumed = false
                }
                if consumed, addThread(pc + 1, to: &next, at: position + 1, input, &stack) { return true }
            }
            swap(&current, &next)
            position += 1
        }
    }

    /// Adds a state and everything reachable from it without reading input; true on a match.
    private func addThread(
        _ start: Int, to list: inout ThreadList, at position: Int, _ input: [UInt32], _ stack: inout [Int]
    ) -> Bool {
        stack.removeAll(keepingCapacity: true)
        stack.append(start)
        while let pc = stack.popLast() {
            guard list.insert(pc) else { continue }
            switch program[pc] {
            case .match: return true
            case .jump(let target): stack.append(target)
            case .split(let first, let second):
                stack.append(second)
                stack.append(first)
            case .assert(let anchor):
                if Self.holds(anchor, at: position, input) { stack.append(pc + 1) }
            case .scalar, .set: break
            }
        }
        return false
    }

    static func holds(_ anchor: RegexPattern.Anchor, at position: Int, _ input: [UInt32]) -> Bool {
        switch anchor {
        case .start: return position == 0
        case .end: return position == input.count
        case .wordBoundary, .notWordBoundary:
            let before = position > 0 && isWord(input[position - 1])
            let after = position < input.count && isWord(input[position])
            return (before != after) == (anchor == .wordBoundary)
        }
    }

    private static func isWord(_ value: UInt32) -> Bool {
        (97...122).contains(value) || (65...90).contains(value) || (48...57).contains(value) || value == 95
    }

    static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// A set of states with insertion order, cleared in constant time.
    private struct ThreadList {
        var dense: [Int]
        var sparse: [Int]
        var count = 0

        init(capacity: Int) {
            dense = Array(repeating: 0, count: capacity)
            sparse = Array(repeating: 0, count: capacity)
        }

        mutating func insert(_ pc: Int) -> Bool {
            let slot = sparse[pc]
            if slot < count, dense[slot] == pc { return false }
            sparse[pc] = count
            dense[count] = pc
            count += 1
            return true
        }

        mutating func clear() { count = 0 }
    }

    /// Emits the automaton for a pattern tree.
    private struct Compiler {
        let source: String
        var program: [Instruction] = []
        var sets: [[ClosedRange<UInt32>]] = []
        var setIndex: [[ClosedRange<UInt32>]: Int] = [:]

        init(source: String) {
            self.source = source
        }

        mutating func append(_ instruction: Instruction) throws {
            guard program.count < RegexMatcher.maximumStates else {
                throw RegexPattern.UnsupportedPattern(
                    pattern: source,
                    reason: "it compiles to more than \(RegexMatcher.maximumStates) states (the limit); "
                        + "use smaller counts in {n,m}")
            }
            program.append(instruction)
        }

        mutating func emit(_ pattern: RegexPattern) throws {
            switch pattern {
            case .characters(let set):
                let ranges = set.positiveRanges
                if ranges.count == 1, ranges[0].lowerBound == ranges[0].upperBound {
                    try append(.scalar(ranges[0].lowerBound))
                } else {
                    let index = setIndex[ranges] ?? sets.count
                    if index == sets.count {
                        sets.append(ranges)
                        setIndex[ranges] = index
                    }
                    try append(.set(index))
                }
            case .sequence(let parts):
                for part in parts { try emit(part) }
            case .alternation(let branches):
                var jumps: [Int] = []
                for (offset, branch) in branches.enumerated() {
                    if offset < branches.count - 1 {
                        let split = program.count
                        try append(.split(split + 1, -1))
                        try emit(branch)
                        jumps.append(program.count)
                        try append(.jump(-1))
                        program[split] = .split(split + 1, program.count)
                    } else {
                        try emit(branch)
                    }
                }
                for jump in jumps { program[jump] = .jump(program.count) }
            case .repeated(let inner, let minimum, let maximum):
                guard minimum < RegexMatcher.maximumStates, (maximum ?? 0) < RegexMatcher.maximumStates else {
                    throw RegexPattern.UnsupportedPattern(
                        pattern: source,
                        reason: "a count above \(RegexMatcher.maximumStates) is more than LMCore can match")
                }
                for _ in 0..<minimum { try emit(inner) }
                if let maximum {
                    var splits: [Int] = []
                    for _ in minimum..<maximum {
                        splits.append(program.count)
                        try append(.split(program.count + 1, -1))
                        try emit(inner)
                    }
                    for split in splits { program[split] = .split(split + 1, program.count) }
                } else {
                    let loop = program.count
                    try append(.split(loop + 1, -1))
                    try emit(inner)
                    try append(.jump(loop))
                    program[loop] = .split(loop + 1, program.count)
                }
            case .anchor(let anchor):
                try append(.assert(anchor))
            }
        }
    }
}
