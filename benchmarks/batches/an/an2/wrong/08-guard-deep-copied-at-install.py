# Breaks: "the guard is asked for every block" - the guard given, not a copy - and "a bound method
# of an object nothing else holds too". The guard is deep-copied at install ("later edits to the
# policy can't change an installed guard"), so a guard object's own state is never touched.
# Input: class G: seen=[]; __call__ appends block["id"] and returns None; g = G(); install_guard(d, g);
# d.call_tool(block) -> g.seen stays [] (the copy was asked); a later g.deny_all = True is ignored.
import copy

_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    policy = copy.deepcopy(guard)  # freeze the policy as it was when installed
    original = dispatcher.call_tool
    previous = vars(dispatcher).get("call_tool", _ABSENT)

    def guarded(block):
        answer = policy(block)
        return original(block) if answer is None else answer

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("out-of-order undo: another call_tool was set after this guard")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
