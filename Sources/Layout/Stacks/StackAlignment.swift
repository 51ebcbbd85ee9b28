import Interface

/// Across the axis (`_UIAlignedLayoutArrangement`): every arranged subview aligned with the
/// first on the alignment's edges, the first (or a spanner guide around the visible views)
/// connected to the stack's edges, and low-priority constraints that keep sizes determinate.
extension StackArrangement {
  /// How the stack's edge across the axis is connected.
  private enum Connection {
    /// To the first arranged subview: equal when the alignment pins that edge, else the stack
    /// encloses it.
    case firstItem(pinned: Bool)
    /// To the alignment spanner, which encloses the visible views.
    case spanner
  }

  private var alignment: StackConfiguration.Alignment { configuration.alignment.normalized }

  /// Whether the alignment holds every view's minimum (top or leading) edge, or its maximum.
  private var pinsMin: Bool { alignment == .fill || alignment == .leading }
  private var pinsMax: Bool { alignment == .fill || alignment == .trailing }

  var alignmentConstraints: [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    let first = view(0)
    for aligned in alignedAttributes {
      for index in items.indices.dropFirst() {
        var attribute = aligned
        if !items[index].hasBaseline, aligned.isBaseline {
          attribute = aligned == .firstBaseline ? .top : .bottom
        }
        result.append(make(first, attribute, .equal, view(index), attribute, "UISV-alignment"))
      }
    }
    let several = items.count >= 2
    // Which edges reach the canvas through the first view: those the alignment holds, and
    // the baseline side of baseline alignments; the others through the spanner.
    let minConnection: Connection =
      pinsMin || alignment == .firstBaseline || !several ? .firstItem(pinned: pinsMin) : .spanner
    let maxConnection: Connection =
      pinsMax || alignment == .lastBaseline || !several ? .firstItem(pinned: pinsMax) : .spanner
    let id = "UISV-canvas-connection"
    var weak = false
    for (attribute, connection, isMin) in [
      (minAcross, minConnection, true), (maxAcross, maxConnection, false),
    ] {
      switch connection {
      case .spanner:
        result.append(
          isMin
            ? make(canvas, attribute, .equal, .internalGuide(stack, 0), attribute, id)
            : make(.internalGuide(stack, 0), attribute, .equal, canvas, attribute, id))
      case .firstItem(let pinned):
        weak = weak || !pinned
        let relation: LayoutRelation =
          pinned ? .equal : isMin ? .lessThanOrEqual : .greaterThanOrEqual
        result.append(make(canvas, attribute, relation, first, attribute, id))
      }
    }
    if alignment == .center {
      result.append(make(canvas, centerAcross, .equal, first, centerAcross, id))
    }
    if case .spanner = minConnection {
      result += spannerConstraints
    } else if case .spanner = maxConnection {
      result += spannerConstraints
    }
    if weak {
      result.append(make(.view(stack), sizeAcross, constant: 0, priority: 49, "UISV-canvas-fit"))
    }
    if alignment != .fill {
      for index in items.indices {
        result.append(
          make(view(index), sizeAcross, constant: 0, priority: 25, "UISV-ambiguity-suppression"))
      }
    }
    return result
  }

  private var alignedAttributes: [LayoutAttribute] {
    switch alignment {
    case .fill: [minAcross, maxAcross]
    case .leading, .top: [minAcross]
    case .trailing, .bottom: [maxAcross]
    case .center: [centerAcross]
    case .firstBaseline: [.firstBaseline]
    case .lastBaseline: [.lastBaseline]
    }
  }

  /// The spanner encloses the visible views: equal (at 999.5) on the edge the alignment holds,
  /// enclosing on the others, and as small as it can be (`UISV-spanning-fit` at 51, or at
  /// 0.001 when every view is hidden).
  private var spannerConstraints: [LayoutConstraint] {
    let spanner = LayoutItem.internalGuide(stack, 0)
    var result: [LayoutConstraint] = []
    for index in visible {
      result.append(
        pinsMin
          ? make(
            spanner, minAcross, .equal, view(index), minAcross, priority: 999.5,
            "UISV-spanning-boundary")
          : make(
            spanner, minAcross, .lessThanOrEqual, view(index), minAcross,
            "UISV-spanning-boundary"))
      result.append(
        pinsMax
          ? make(
            spanner, maxAcross, .equal, view(index), maxAcross, priority: 999.5,
            "UISV-spanning-boundary")
          : make(
            spanner, maxAcross, .greaterThanOrEqual, view(index), maxAcross,
            "UISV-spanning-boundary"))
    }
    let fit = visible.isEmpty ? 0.001 : 51
    result.append(make(spanner, sizeAcross, constant: 0, priority: fit, "UISV-spanning-fit"))
    return result
  }
}
