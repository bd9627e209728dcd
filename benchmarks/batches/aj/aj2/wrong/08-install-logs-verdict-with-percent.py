# Breaks "A guard ... returns `None` or any other value ... returns `guard(block)` as it is": a
# debug line formats the verdict with "%" eagerly, which raises TypeError when the verdict is a
# tuple. Input: guard = lambda b: () (or ("no", "reason")) -> d.call_tool(block) raises
# TypeError: not enough arguments for format string, instead of returning ().
import logging

log = logging.getLogger("install_guard")


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    had_own = "call_tool" in vars(dispatcher)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        log.debug("guard answered %r" % verdict)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newer guard first")
        if had_own:
            dispatcher.call_tool = original
        else:
            del dispatcher.call_tool

    return undo
