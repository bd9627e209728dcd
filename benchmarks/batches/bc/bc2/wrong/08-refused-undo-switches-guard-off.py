# Breaks: "it raises an exception with a message instead of dropping the newer guard ... and
# changes nothing". undo() switches its guard off before it checks the order, so a refused
# undo still disarms it: u1 = install_guard(d, deny_all); install_guard(d, allow_all); u1()
# raises, yet d.call_tool(block) now runs the original instead of returning deny_all's answer.


def install_guard(dispatcher, guard):
    had_own = "call_tool" in vars(dispatcher)
    saved = vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool
    armed = [True]

    def guarded(block):
        if armed[0]:
            verdict = guard(block)
            if verdict is not None:
                return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        armed[0] = False  # whatever happens below, this guard is being taken down
        if vars(dispatcher).get("call_tool", None) is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool is installed on top")
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo
