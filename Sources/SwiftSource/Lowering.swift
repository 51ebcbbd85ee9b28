#if canImport(SwiftParser)
  internal import CodeEvaluation
  internal import Diagnostics
  internal import SwiftSyntax

  /// Lowers one folded syntax tree to the core's representation: declarations here,
  /// statements and expressions in the extensions.
  struct Lowering {
    let path: String
    let converter: SourceLocationConverter

    func location(_ node: some SyntaxProtocol) -> Diagnostics.SourceLocation {
      let place = node.startLocation(converter: converter)
      return Diagnostics.SourceLocation(file: path, line: place.line, column: place.column)
    }

    /// The types declared at the top level of a file (nested types are lowered too, by their
    /// own names).
    mutating func types(in items: CodeBlockItemListSyntax) -> [TypeDeclaration] {
      var types: [TypeDeclaration] = []
      for item in items {
        guard case .decl(let declaration) = item.item else { continue }
        types += self.types(declaration)
      }
      return types
    }

    private mutating func types(_ declaration: DeclSyntax) -> [TypeDeclaration] {
      if let node = declaration.as(ClassDeclSyntax.self) {
        return type(
          .class, node.name.text, node.inheritanceClause, node.memberBlock, at: location(node))
      }
      if let node = declaration.as(StructDeclSyntax.self) {
        return type(
          .struct, node.name.text, node.inheritanceClause, node.memberBlock, at: location(node))
      }
      if let node = declaration.as(ExtensionDeclSyntax.self) {
        return type(
          .extension, node.extendedType.trimmedDescription, node.inheritanceClause,
          node.memberBlock, at: location(node))
      }
      if let node = declaration.as(EnumDeclSyntax.self) {
        var result = type(
          .enum, node.name.text, node.inheritanceClause, node.memberBlock, at: location(node))
        result[0].cases = node.memberBlock.members.compactMap {
          $0.decl.as(EnumCaseDeclSyntax.self)
        }.flatMap { $0.elements.map(\.name.text) }
        return result
      }
      if let node = declaration.as(ProtocolDeclSyntax.self) {
        return [
          TypeDeclaration(kind: .protocol, name: node.name.text, location: location(node))
        ]
      }
      return []
    }

    /// A type and the types nested in it.
    private mutating func type(
      _ kind: TypeDeclaration.Kind, _ name: String, _ inheritance: InheritanceClauseSyntax?,
      _ members: MemberBlockSyntax, at location: Diagnostics.SourceLocation
    ) -> [TypeDeclaration] {
      var type = TypeDeclaration(
        kind: kind, name: name,
        inherited: inheritance?.inheritedTypes.map(\.type.trimmedDescription) ?? [],
        location: location)
      var nested: [TypeDeclaration] = []
      for member in members.members {
        let declaration = member.decl
        if let variable = declaration.as(VariableDeclSyntax.self) {
          type.properties += properties(variable)
        } else if let function = declaration.as(FunctionDeclSyntax.self) {
          type.methods.append(method(function))
        } else if let initializer = declaration.as(InitializerDeclSyntax.self) {
          type.methods.append(method(initializer))
        } else {
          nested += types(declaration)
        }
      }
      return [type] + nested
    }

    private func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
      attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
    }

    private func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
      modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    }

    private mutating func properties(_ variable: VariableDeclSyntax) -> [PropertyDeclaration] {
      let attributes = attributeNames(variable.attributes)
      return variable.bindings.compactMap { binding in
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          return nil
        }
        var property = PropertyDeclaration(
          name: name, isOutlet: attributes.contains("IBOutlet"),
          isStatic: isStatic(variable.modifiers), location: location(binding))
        if let type = binding.typeAnnotation?.type {
          (property.typeName, property.isOptional) = Self.typeName(type)
        }
        if let value = binding.initializer?.value {
          property.initialValue = expression(value)
        }
        if let accessors = binding.accessorBlock {
          property.getter = getter(accessors)
        }
        return property
      }
    }

    /// A computed property's getter (`{ … }` or `get { … }`); nil for observers of a stored one.
    private mutating func getter(_ block: AccessorBlockSyntax) -> [Statement]? {
      switch block.accessors {
      case .getter(let items):
        return statements(items)
      case .accessors(let list):
        guard let get = list.first(where: { $0.accessorSpecifier.text == "get" }) else {
          return nil
        }
        return get.body.map { statements($0.statements) } ?? []
      @unknown default:
        return nil
      }
    }

    /// The written type's name without optionality, and whether it is optional.
    static func typeName(_ type: TypeSyntax) -> (String, Bool) {
      if let optional = type.as(OptionalTypeSyntax.self) {
        return (typeName(optional.wrappedType).0, true)
      }
      if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
        return (typeName(unwrapped.wrappedType).0, true)
      }
      return (type.trimmedDescription, false)
    }

    private mutating func method(_ function: FunctionDeclSyntax) -> MethodDeclaration {
      let attributes = attributeNames(function.attributes)
      return MethodDeclaration(
        name: function.name.text,
        parameters: parameters(function.signature.parameterClause),
        isAction: attributes.contains("IBAction") || attributes.contains("objc"),
        isStatic: isStatic(function.modifiers),
        body: function.body.map { statements($0.statements) } ?? [],
        location: location(function))
    }

    private mutating func method(_ initializer: InitializerDeclSyntax) -> MethodDeclaration {
      MethodDeclaration(
        name: "init", parameters: parameters(initializer.signature.parameterClause),
        body: initializer.body.map { statements($0.statements) } ?? [],
        location: location(initializer))
    }

    private mutating func parameters(_ clause: FunctionParameterClauseSyntax)
      -> [MethodDeclaration.Parameter]
    {
      clause.parameters.map { parameter in
        let first = parameter.firstName.text
        let label = first == "_" ? nil : first
        return MethodDeclaration.Parameter(
          label: label, name: parameter.secondName?.text ?? first,
          typeName: Self.typeName(parameter.type).0,
          defaultValue: parameter.defaultValue.map { expression($0.value) })
      }
    }
  }
#endif
