extension MethodDeclaration {
  /// Whether the method only stops the app (`fatalError(…)`, `preconditionFailure(…)`).
  var stops: Bool {
    guard body.count == 1, case .expression(let call) = body[0].kind,
      case .call(let callee, _, _) = call.kind, case .name(let name) = callee.kind
    else { return false }
    return name == "fatalError" || name == "preconditionFailure"
  }
}

/// The classes of the files given, each with its extensions merged in.
package struct Program: Sendable {
  package struct Class: Sendable {
    package var name: String
    /// The first inherited name: a superclass when it is a class of the program or a UIKit
    /// class, else a protocol.
    package var superclass: String?
    package var properties: [PropertyDeclaration] = []
    package var methods: [MethodDeclaration] = []
    package var isEnumeration = false
    package var cases: [String] = []
  }

  package private(set) var classes: [String: Class] = [:]
  /// Class names in the order the files declare them.
  package private(set) var order: [String] = []

  package init(files: [CodeFile]) {
    for file in files {
      for type in file.types where type.kind != .protocol {
        var entry =
          classes[type.name] ?? Class(name: type.name, superclass: nil)
        if type.kind != .extension {
          entry.superclass = type.inherited.first
          entry.isEnumeration = type.kind == .enum
          if classes[type.name] == nil || !order.contains(type.name) { order.append(type.name) }
        }
        entry.properties += type.properties
        entry.methods += type.methods
        entry.cases += type.cases
        classes[type.name] = entry
      }
    }
  }

  /// The view controllers: classes whose superclass chain reaches a UIKit view controller.
  package var viewControllers: [String] {
    order.filter { isViewController($0) }
  }

  private func isViewController(_ name: String, depth: Int = 0) -> Bool {
    guard depth < 16, let superclass = classes[name]?.superclass else { return false }
    if superclass.hasPrefix("UI"), superclass.hasSuffix("ViewController") { return true }
    return isViewController(superclass, depth: depth + 1)
  }

  /// A method of `className` or of a superclass in the program, by name and argument labels
  /// (parameters with default values may be left out).
  package func method(_ name: String, labels: [String?], in className: String) -> (
    MethodDeclaration, String
  )? {
    var current: String? = className
    var depth = 0
    while let name2 = current, let type = classes[name2], depth < 16 {
      if let found = type.methods.first(where: { $0.name == name && Self.accepts($0, labels) }) {
        return (found, name2)
      }
      current = type.superclass
      depth += 1
    }
    return nil
  }

  /// Whether a call with `labels` can call `method`.
  private static func accepts(_ method: MethodDeclaration, _ labels: [String?]) -> Bool {
    var remaining = labels[...]
    for parameter in method.parameters {
      if let next = remaining.first, next == parameter.label {
        remaining = remaining.dropFirst()
      } else if parameter.defaultValue == nil {
        return false
      }
    }
    return remaining.isEmpty
  }

  /// The method a selector names (`signIn:`, `signInWithSender:`, `signIn`).
  package func method(selector: String, in className: String) -> (MethodDeclaration, String)? {
    var current: String? = className
    var depth = 0
    while let name = current, let type = classes[name], depth < 16 {
      if let found = type.methods.first(where: { $0.selector == selector }) {
        return (found, name)
      }
      let base = String(selector.prefix { $0 != ":" })
      if let found = type.methods.first(where: { $0.name == base && $0.parameters.count <= 1 }) {
        return (found, name)
      }
      current = type.superclass
      depth += 1
    }
    return nil
  }

  /// A stored or computed property of `className` or a superclass in the program.
  package func property(_ name: String, in className: String) -> PropertyDeclaration? {
    var current: String? = className
    var depth = 0
    while let type = current.flatMap({ classes[$0] }), depth < 16 {
      if let found = type.properties.first(where: { $0.name == name }) { return found }
      current = type.superclass
      depth += 1
    }
    return nil
  }

  /// The stored properties of `className` and its superclasses in the program, superclass
  /// first, in declaration order.
  package func storedProperties(of className: String) -> [PropertyDeclaration] {
    var chain: [Class] = []
    var current: String? = className
    while let type = current.flatMap({ classes[$0] }), chain.count < 16 {
      chain.insert(type, at: 0)
      current = type.superclass
    }
    return chain.flatMap { $0.properties.filter { $0.getter == nil && !$0.isStatic } }
  }
}
