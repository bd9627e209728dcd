# Breaks: "when the original raises, its exception propagates too (wrapped or not, never hidden
# `from None`, of any kind)". The original's exception is re-raised as a ToolCallError
# `from None`: an original raising KeyError("u_404") surfaces as ToolCallError("KeyError:
# 'u_404'") with __suppress_context__ set.


class ToolCallError(RuntimeError):
    """A tool failed behind the guard."""


def install_guard(dispatcher, guard):
    had_own = "call_tool" in vars(dispatcher)
    saved = vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        try:
            return original(block)
        except Exception as exc:
            raise ToolCallError(f"{type(exc).__name__}: {exc}") from None  # short traceback

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", None) is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool is installed on top")
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo
