# Breaks: "the guard is asked for every block, each time" and "A guard that raises fails the call
# closed ... the original does not run". After three guard failures in a row the breaker opens
# and calls go straight to the original for 30 s. Input: a guard that raises RuntimeError; call
# three times (each raises), then a fourth call returns the original's result without asking it.
import time

FAILURE_THRESHOLD = 3
OPEN_FOR_S = 30.0


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = dispatcher.__dict__.get("call_tool", None)
    had_own = "call_tool" in dispatcher.__dict__
    original = dispatcher.call_tool
    breaker = {"failures": 0, "opened_at": None}

    def wrapper(block):
        opened = breaker["opened_at"]
        if opened is not None and time.monotonic() - opened < OPEN_FOR_S:
            return original(block)  # policy service is down: keep the agent working
        try:
            verdict = guard(block)
        except Exception:
            breaker["failures"] += 1
            if breaker["failures"] >= FAILURE_THRESHOLD:
                breaker["opened_at"] = time.monotonic()
            raise
        breaker["failures"], breaker["opened_at"] = 0, None
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = wrapper

    def undo():
        if dispatcher.__dict__.get("call_tool") is not wrapper:
            raise RuntimeError("undo() called out of order: a newer call_tool is installed")
        if had_own:
            dispatcher.call_tool = own
        else:
            del dispatcher.__dict__["call_tool"]

    return undo
