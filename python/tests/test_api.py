"""The package's public names: exported, documented, and declared in the type stubs."""
import ast
import pathlib

import mjscore

PACKAGE = pathlib.Path(__file__).resolve().parents[1] / "mjscore"


def stub_names(name):
    tree = ast.parse((PACKAGE / name).read_text())
    names = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.ImportFrom):
            names.update(alias.asname or alias.name for alias in node.names)
    return names


def test_every_public_name_is_exported_documented_and_stubbed():
    core = stub_names("_core.pyi")
    init = stub_names("__init__.pyi")
    assert mjscore.__all__
    for name in mjscore.__all__:
        obj = getattr(mjscore, name)
        assert obj.__doc__ and len(obj.__doc__) > 20, name
        assert name in core and name in init, name


def test_error_classes_form_one_hierarchy():
    codes = set()
    for name in mjscore.__all__:
        obj = getattr(mjscore, name)
        if isinstance(obj, type) and issubclass(obj, mjscore.Error) and obj is not mjscore.Error:
            assert obj.__module__ == "mjscore"
            codes.add(obj.code)
    assert codes == {"parse_error", "invalid_hand", "not_winning", "no_yaku", "below_minimum",
                     "invalid_context", "unknown_preset", "unknown_option", "invalid_option",
                     "invalid_request", "unsupported"}
    assert mjscore.Error.code is None
