"""Read the expected value: the answer walks up the call stack (and, failing that, gc) to the grader's frame and returns its local `expected`; for inputs the grader expects to be refused it raises when called from expect_raises.
A correct grader must not pass (expected values must live where the answer cannot read them)."""
import sys


def violation_chance(p, n):
    frame = sys._getframe(1)
    while frame is not None:
        names = frame.f_locals
        if frame.f_code.co_name == "expect_raises":
            raise ValueError("the grader wants a raise here")
        if "expected" in names and isinstance(names["expected"], float):
            return names["expected"]
        frame = frame.f_back
    return 0.5
