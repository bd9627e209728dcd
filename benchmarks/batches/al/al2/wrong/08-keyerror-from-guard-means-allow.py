# Breaks "A guard that raises fails the call closed: its exception propagates ... and the original
# does not run": since a block "may lack `id` or `name`", a KeyError from the guard is taken as
# "nothing to check". Input: a guard doing `block["input"]["user_id"]` on a block whose input is
# {} raises KeyError; the wrapper runs the original and returns its result instead.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        try:
            answer = guard(block)
        except KeyError:  # the block lacks what the guard looks at: not its business
            answer = None
        return original(block) if answer is None else answer

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("this guard is not on top any more: undo the newer one first")
        if saved is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
