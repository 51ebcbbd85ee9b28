import Appearance
import TestSupport

enum TestTemplates {
  static let library = TestExport.library()
}
