"""Reference in disguise: exercise 8's reference rebuilt with types.FunctionType over a copy of its globals renamed to the answer module, so __module__/__qualname__ look like the learner's.
A correct grader must not report pass."""
import types

_src = __import__("hookkata.exercises.save_before_replace", fromlist=["reference"]).reference
_globals = dict(_src.__globals__, __name__=__name__)
install_guard = types.FunctionType(_src.__code__, _globals, "install_guard", _src.__defaults__, _src.__closure__)
install_guard.__qualname__ = "install_guard"
