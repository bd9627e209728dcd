# Breaks: "the guard is asked for every block, each time" and "a result from the guard is
# returned as it is (the tool never runs)". About 1 call in 100 (unseeded) is a "canary" that
# skips the guard: with a guard that always returns "no", some of 1000 calls run the original.
import random

_canary = random.Random()


def install_guard(dispatcher, guard):
    had_own = "call_tool" in vars(dispatcher)
    saved = vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        if _canary.random() >= 0.01:  # 1% canary traffic measures what the guard costs us
            verdict = guard(block)
            if verdict is not None:
                return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", None) is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool is installed on top")
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo
