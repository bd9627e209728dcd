# Breaks: "Installing twice must stack" / "`undo()` puts back exactly what was there" / "raises ... instead of
# dropping the newer guard": functools.update_wrapper (run after the token is set) copies the older wrapper's
# __dict__, token included, onto the newer one. Input: undo_a = install_guard(d, g1); undo_b = install_guard(d, g2);
# undo_b() raises though it is in order, and undo_a() then succeeds out of order, dropping g2 with g1.
import functools


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    had_own = "call_tool" in vars(dispatcher)
    original = dispatcher.call_tool
    token = object()

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    guarded.install_token = token
    functools.update_wrapper(guarded, original)  # keep the tool's name and docstring for debugging
    dispatcher.call_tool = guarded

    def undo():
        current = vars(dispatcher).get("call_tool")
        if getattr(current, "install_token", None) is not token:
            raise RuntimeError("undo() out of order: undo the newer install_guard first")
        if had_own:
            dispatcher.call_tool = original
        else:
            del dispatcher.call_tool

    return undo
