#if canImport(CClang)
  internal import CClang
  internal import CodeEvaluation
  internal import Diagnostics

  /// Lowers one translation unit's declarations to the core's types.
  ///
  /// The declarations are the file's and its own headers' (not the stub headers'): an `@interface`, its class extensions and its
  /// `@implementation` become one class. Statements and expressions are in the extensions.
  struct Lowering {
    let path: String
    let unit: CXTranslationUnit
    let headers: String
    /// Problems of the lowering itself (none yet beyond clang's).
    var problems: [Diagnostic] = []
    /// The properties the program declares, for `_name` (the synthesized instance variable)
    /// and for telling a property from a method of the same spelling.
    var ownProperties: Set<String> = []
    var ownInstanceVariables: Set<String> = []
    /// Every property declared, the stub headers' too: `[view constraints]` reads one.
    var knownProperties: Set<String> = []
    /// Inside an `enumerateObjectsUsingBlock:` block lowered as a loop: `return` continues,
    /// `*stop = YES` breaks.
    var inEnumeration = false
    /// The methods of the program's own classes that have no `@implementation` in the files
    /// read (a custom button's `start`), by their declaration's place: their class, by name.
    var unimplementedMethods: [String: String] = [:]
    /// The file-scope constants (`static const CGFloat kInset = 16;`), by their declaration's
    /// place: each one's initializer, which stands for it where it is used.
    var fileConstants: [String: Node] = [:]
    /// The file-scope constants whose initializers are being lowered, so that one that names
    /// itself (`static const int a = a;`) stops there.
    var expandingConstants: Set<String> = []

    init(path: String, unit: CXTranslationUnit, headers: String) {
      self.path = path
      self.unit = unit
      self.headers = headers
    }

    func location(_ node: Node) -> Diagnostics.SourceLocation {
      let place = node.place
      return Diagnostics.SourceLocation(
        file: place.file.isEmpty ? path : place.file, line: place.line, column: place.column)
    }

    /// Whether a declaration is the program's (the file or a header of its own), not the
    /// stub SDK's.
    private func isOwn(_ node: Node) -> Bool {
      let file = node.place.file
      return !file.isEmpty && !file.hasPrefix(headers)
    }

    mutating func types() -> [TypeDeclaration] {
      let all = Node(cursor: Libclang.functions.getTranslationUnitCursor(unit), unit: unit).children
      for declaration in all where declaration.kind == CXCursor_ObjCInterfaceDecl {
        for member in declaration.children where member.kind == CXCursor_ObjCPropertyDecl {
          knownProperties.insert(member.spelling)
        }
      }
      let top = all.filter(isOwn)
      for declaration in top {
        for member in declaration.children {
          if member.kind == CXCursor_ObjCPropertyDecl {
            ownProperties.insert(member.spelling)
            knownProperties.insert(member.spelling)
          }
          if member.kind == CXCursor_ObjCIvarDecl { ownInstanceVariables.insert(member.spelling) }
        }
      }
      for declaration in top where declaration.kind == CXCursor_VarDecl {
        guard declaration.tokens.contains(where: { $0.text == "const" }),
          let value = declaration.children.last(where: { $0.isExpression })
        else { continue }
        fileConstants[Self.key(declaration)] = value
      }
      let implemented = Set(
        top.filter { $0.kind == CXCursor_ObjCImplementationDecl }.map(\.spelling))
      for declaration in top
      where declaration.kind == CXCursor_ObjCInterfaceDecl
        && !implemented.contains(declaration.spelling)
      {
        for member in declaration.children
        where member.kind == CXCursor_ObjCInstanceMethodDecl
          || member.kind == CXCursor_ObjCClassMethodDecl
        {
          unimplementedMethods[Self.key(member)] = declaration.spelling
        }
      }
      var order: [String] = []
      var classes: [String: TypeDeclaration] = [:]
      for declaration in top {
        let name: String
        switch declaration.kind {
        case CXCursor_ObjCInterfaceDecl, CXCursor_ObjCImplementationDecl:
          name = declaration.spelling
        case CXCursor_ObjCCategoryDecl, CXCursor_ObjCCategoryImplDecl:
          guard let owner = declaration.children.first(where: { $0.kind == CXCursor_ObjCClassRef })
          else { continue }
          name = owner.spelling
        default:
          continue
        }
        if classes[name] == nil {
          order.append(name)
          classes[name] = TypeDeclaration(kind: .class, name: name, location: location(declaration))
        }
        if var type = classes[name] {
          members(of: declaration, into: &type)
          classes[name] = type
        }
      }
      return order.compactMap { classes[$0] }
    }

    private mutating func members(of declaration: Node, into type: inout TypeDeclaration) {
      let accessorPlaces = Set(
        declaration.children.filter { $0.kind == CXCursor_ObjCPropertyDecl }.flatMap {
          [$0.startOffset, $0.nameOffset]
        })
      for member in declaration.children {
        switch member.kind {
        case CXCursor_ObjCSuperClassRef, CXCursor_ObjCProtocolRef:
          if !type.inherited.contains(member.spelling) { type.inherited.append(member.spelling) }
        case CXCursor_ObjCPropertyDecl, CXCursor_ObjCIvarDecl:
          guard !type.properties.contains(where: { $0.name == member.spelling }) else { continue }
          let isOutlet = member.children.contains {
            $0.kind == CXCursor_IBOutletAttr || $0.kind == CXCursor_IBOutletCollectionAttr
          }
          var property = PropertyDeclaration(
            name: member.spelling, typeName: member.typeName, isOptional: member.isPointer,
            isOutlet: isOutlet, location: location(member))
          // Objective-C starts an object's numbers and Booleans at zero.
          property.initialValue = Self.zero(of: property.typeName ?? "", at: location(member))
          type.properties.append(property)
        case CXCursor_ObjCInstanceMethodDecl, CXCursor_ObjCClassMethodDecl:
          // A property's accessors, which clang declares beside it, are the property.
          if declaration.kind != CXCursor_ObjCImplementationDecl,
            accessorPlaces.contains(member.startOffset)
          {
            continue
          }
          let lowered = method(member)
          // The @implementation's definition replaces the @interface's declaration.
          if let index = type.methods.firstIndex(where: {
            $0.name == lowered.name && $0.labels == lowered.labels
          }) {
            if !lowered.body.isEmpty || type.methods[index].body.isEmpty {
              type.methods[index] = lowered
            }
          } else {
            type.methods.append(lowered)
          }
        default:
          continue
        }
      }
    }

    /// A declaration's place, as `unimplementedMethods` keys it.
    static func key(_ node: Node) -> String {
      let place = node.place
      return "\(place.file):\(place.offset)"
    }

    static func zero(of type: String, at location: Diagnostics.SourceLocation) -> Expression? {
      switch type {
      case "BOOL", "bool", "_Bool": return Expression(.boolean(false), at: location)
      case "CGFloat", "NSInteger", "NSUInteger", "NSTimeInterval", "int", "long", "float",
        "double", "unsigned int", "CFTimeInterval":
        return Expression(.number(0), at: location)
      default: return nil
      }
    }

    /// `- (IBAction)replace:(UIView *)view withConstant:(CGFloat)c` is `replace(_:withConstant:)`,
    /// whose selector is the one written; `initWithCoder:` is `init(coder:)`.
    private mutating func method(_ node: Node) -> MethodDeclaration {
      let parts = Selectors.parts(node.spelling)
      let children = node.children
      let names = children.filter { $0.kind == CXCursor_ParmDecl }.map(\.spelling)
      var name = parts.first ?? node.spelling
      var labels: [String?] = [nil] + parts.dropFirst().map { $0 }
      if let rest = Selectors.after(prefix: "initWith", in: name) {
        name = "init"
        labels[0] = rest
      }
      let parameters = names.enumerated().map { number, parameter in
        MethodDeclaration.Parameter(
          label: number < labels.count ? labels[number] : nil, name: parameter)
      }
      let body = children.first { $0.kind == CXCursor_CompoundStmt }
      return MethodDeclaration(
        name: name, parameters: parameters,
        isAction: children.contains { $0.kind == CXCursor_IBActionAttr }
          || node.tokens.prefix(4).contains { $0.text == "IBAction" },
        isStatic: node.kind == CXCursor_ObjCClassMethodDecl,
        body: body.map { statements($0) } ?? [], location: location(node))
    }
  }
#endif
