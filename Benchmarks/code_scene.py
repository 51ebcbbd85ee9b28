"""A long view controller and the layout it animates, for Benchmarks/code_bench.py.

write(folder, lines) writes folder/layout.xml and folder/Generated.swift and returns their
paths and a --play scenario tapping every control. The controller has one panel per block of
about 40 lines: an outlet for the panel, its top constraint and its button, a stored Bool, an
action that toggles it and animates the constraint and alpha (curves, springs, property
animators and completions in turn), a helper that finds the constraint in view.constraints
with for-in-where, and a switch over a stored enumeration.
"""
import os

KINDS = ["curve", "spring", "animator", "completion"]


def panel_code(i):
    kind = KINDS[i % len(KINDS)]
    if kind == "curve":
        animation = f"""        UIView.animate(withDuration: 0.3, delay: 0.05, options: [.curveEaseOut]) {{
            self.panel{i}.alpha = self.isOpen{i} ? 1 : 0.5
            self.view.layoutIfNeeded()
        }}"""
    elif kind == "spring":
        animation = f"""        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7,
                       initialSpringVelocity: 0.2, options: []) {{
            self.panel{i}.transform = self.isOpen{i} ? CGAffineTransform(scaleX: 1.1, y: 1.1) : .identity
            self.view.layoutIfNeeded()
        }}"""
    elif kind == "animator":
        animation = f"""        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeInOut) {{
            self.panel{i}.layer.cornerRadius = self.isOpen{i} ? 12 : 0
            self.view.layoutIfNeeded()
        }}
        animator.addCompletion {{ _ in self.settle{i}() }}
        animator.startAnimation()"""
    else:
        animation = f"""        UIView.animate(withDuration: 0.25, animations: {{
            self.view.layoutIfNeeded()
        }}, completion: {{ _ in
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {{
                self.settle{i}()
            }}
        }})"""
    return f"""
    // MARK: Panel {i}

    @IBAction private func toggle{i}(_ sender: UIButton) {{
        isOpen{i}.toggle()
        sender.isSelected = isOpen{i}
        moveTop(of: panel{i}, to: isOpen{i} ? 8 : CGFloat({i % 7}) * 4 + 40)
        let height = panel{i}.frame.size.height
        if height > bottom{i} {{
            bottom{i} = height
        }}
{animation}
    }}

    private func settle{i}() {{
        switch mode {{
        case .compact:
            panel{i}.alpha = 0.9
        case .regular:
            panel{i}.alpha = 1
        }}
        count += 1
    }}
"""


def write(folder, lines):
    # About 30 lines per panel, and the header's three per panel: as many as reach `lines`.
    panels = max(1, (lines - 20) // 30)
    header = ["import UIKit", "", "enum Mode {", "    case compact, regular", "}", "",
              "final class GeneratedViewController: UIViewController {"]
    header += [f"    @IBOutlet private weak var panel{i}: UIView!" for i in range(panels)]
    header += [f"    private var isOpen{i} = false" for i in range(panels)]
    header += [f"    private var bottom{i}: CGFloat = 0" for i in range(panels)]
    header += ["    private var mode = Mode.regular", "    private var count = 0", "",
               "    override func viewDidLoad() {", "        super.viewDidLoad()",
               "        mode = count > 10 ? .compact : .regular", "    }", "",
               "    override func viewDidAppear(_ animated: Bool) {",
               "        super.viewDidAppear(animated)",
               "        UIView.animate(withDuration: 0.5) { self.view.alpha = 1 }", "    }", "",
               "    private func moveTop(of panel: UIView, to constant: CGFloat) {",
               "        for constraint in view.constraints",
               "        where constraint.firstItem === panel && constraint.firstAttribute == .top {",
               "            constraint.constant = constant", "        }", "    }"]
    body = "".join(panel_code(i) for i in range(panels))
    code = "\n".join(header) + body + "}\n"
    views, constraints = [], []
    for i in range(panels):
        column, row = i % 4, i // 4
        views.append(f'    <view id="panel{i}" backgroundColor="systemBlue"/>')
        views.append(f'    <button id="button{i}" title="{i}" action="toggle{i}:"/>')
        constraints.append(
            f'    <constraint id="top{i}" eq="panel{i}.top == root.top + {40 + row * 60}"/>')
        constraints.append(
            f'    <constraint eq="panel{i}.leading == root.leading + {8 + column * 90}"/>')
        constraints.append(f'    <constraint eq="panel{i}.width == 80"/>')
        constraints.append(f'    <constraint eq="panel{i}.height == 40"/>')
        constraints.append(f'    <constraint eq="button{i}.centerX == panel{i}.centerX"/>')
        constraints.append(f'    <constraint eq="button{i}.centerY == panel{i}.centerY"/>')
    layout = ('<?xml version="1.0" encoding="UTF-8"?>\n'
              f'<interface version="1" name="Generated" width="375" height="{max(667, 60 * (panels // 4 + 2))}">\n'
              "  <subviews>\n" + "\n".join(views) + "\n  </subviews>\n  <constraints>\n"
              + "\n".join(constraints) + "\n  </constraints>\n</interface>\n")
    layout_path = os.path.join(folder, "layout.xml")
    code_path = os.path.join(folder, "Generated.swift")
    with open(layout_path, "w") as f:
        f.write(layout)
    with open(code_path, "w") as f:
        f.write(code)
    play = ",".join(f"button{i}@{0.5 + 0.1 * i:.1f}" for i in range(panels))
    return layout_path, code_path, play
