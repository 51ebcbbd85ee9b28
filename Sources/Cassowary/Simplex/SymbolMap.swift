/// A hash map keyed by symbol ids (integers ≥ 0): the objective's levels, and with `Void`
/// values the tableau's column index (`SymbolSet`).
///
/// Open addressing with linear probing, a multiplicative (Fibonacci) hash and deletion by
/// backward shift, so there are no tombstones. Symbol ids are small integers chosen by the
/// tableau, not by an adversary, so Swift's seeded SipHash (what `Set` and `Dictionary` use)
/// buys nothing here and cost about a tenth of a full solve. Iteration order depends only on
/// the operations done, never on a per-process seed.
struct SymbolMap<Value>: Sequence {
  fileprivate struct Slot {
    /// -1 marks an empty slot.
    var key: Int
    var value: Value
  }

  fileprivate private(set) var slots: [Slot] = []
  private(set) var count = 0
  /// 64 − log2(capacity): the hash is the top bits of the product.
  private var shift = 64

  init() {}

  var isEmpty: Bool { count == 0 }

  private func home(_ key: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// The slot holding `key`, or the empty slot where it would go.
  private func find(_ key: Int) -> (index: Int, found: Bool) {
    let mask = slots.count &- 1
    var index = home(key)
    while true {
      let occupant = slots[index].key
      if occupant == key { return (index, true) }
      if occupant < 0 { return (index, false) }
      index = (index &+ 1) & mask
    }
  }

  subscript(key: Int) -> Value? {
    get {
      guard count > 0 else { return nil }
      let (index, found) = find(key)
      return found ? slots[index].value : nil
    }
    set {
      if let newValue { updateValue(newValue, forKey: key) } else { removeValue(forKey: key) }
    }
  }

  func contains(_ key: Int) -> Bool {
    count > 0 && find(key).found
  }

  /// Sets the value for `key`; returns whether the key is new.
  @discardableResult
  mutating func updateValue(_ value: Value, forKey key: Int) -> Bool {
    precondition(key >= 0, "symbol ids are not negative")
    if slots.isEmpty || 4 * (count + 1) > 3 * slots.count { grow(filler: value) }
    let (index, found) = find(key)
    slots[index].value = value
    if found { return false }
    slots[index].key = key
    count += 1
    return true
  }

  @discardableResult
  mutating func removeValue(forKey key: Int) -> Value? {
    guard count > 0 else { return nil }
    var (hole, found) = find(key)
    guard found else { return nil }
    let removed = slots[hole].value
    // Backward shift: move later entries of the probe run into the hole when the hole lies
    // between their home slot and where they sit.
    let mask = slots.count &- 1
    var next = (hole &+ 1) & mask
    while slots[next].key >= 0 {
      let wanted = home(slots[next].key)
      let stays =
        hole <= next ? (hole < wanted && wanted <= next) : (hole < wanted || wanted <= next)
      if !stays {
        slots[hole] = slots[next]
        hole = next
      }
      next = (next &+ 1) & mask
    }
    slots[hole].key = -1
    count -= 1
    return removed
  }

  private mutating func grow(filler: Value) {
    let capacity = Swift.max(4, slots.count * 2)
    let old = slots
    slots = Array(repeating: Slot(key: -1, value: filler), count: capacity)
    shift = 64 - capacity.trailingZeroBitCount
    count = 0
    for slot in old where slot.key >= 0 { updateValue(slot.value, forKey: slot.key) }
  }

  /// The keys, in slot order.
  var keys: [Int] { slots.compactMap { $0.key >= 0 ? $0.key : nil } }

  /// Each key and value, in slot order.
  struct Iterator: IteratorProtocol {
    fileprivate let slots: [Slot]
    fileprivate var index = 0

    mutating func next() -> (key: Int, value: Value)? {
      while index < slots.count {
        let slot = slots[index]
        index += 1
        if slot.key >= 0 { return (slot.key, slot.value) }
      }
      return nil
    }
  }

  func makeIterator() -> Iterator { Iterator(slots: slots) }
}

/// A set of symbol ids: which basic symbols' rows hold a symbol.
struct SymbolSet: Sequence, ExpressibleByArrayLiteral, Sendable {
  private var map = SymbolMap<Void>()

  init() {}

  init(arrayLiteral elements: Int...) {
    for element in elements { insert(element) }
  }

  var count: Int { map.count }
  var isEmpty: Bool { map.isEmpty }

  func contains(_ symbol: Int) -> Bool { map.contains(symbol) }

  mutating func insert(_ symbol: Int) { map.updateValue((), forKey: symbol) }

  mutating func remove(_ symbol: Int) { map.removeValue(forKey: symbol) }

  struct Iterator: IteratorProtocol {
    fileprivate var inner: SymbolMap<Void>.Iterator

    mutating func next() -> Int? { inner.next()?.key }
  }

  func makeIterator() -> Iterator { Iterator(inner: map.makeIterator()) }
}

extension SymbolMap: Sendable where Value: Sendable {}
extension SymbolMap.Slot: Sendable where Value: Sendable {}
