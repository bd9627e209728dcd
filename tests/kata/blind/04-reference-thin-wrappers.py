"""Reference in disguise: one-line wrappers defined in the answer file call toolhooks' synthetic_error_result and answer_tool_uses (the functions' module is the answer file's).
A correct grader must not report pass."""
import importlib

_results = importlib.import_module("toolhooks.results")
_turns = importlib.import_module("toolhooks.turns")


def synthetic_error_result(tool_use_id, deny):
    return _results.synthetic_error_result(tool_use_id, deny)


def answer_turn(call_tool, content):
    return _turns.answer_tool_uses(call_tool, content)
