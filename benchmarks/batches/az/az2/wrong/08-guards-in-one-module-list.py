# Breaks "From then on dispatcher.call_tool(block) returns guard(block) ... otherwise what the
# saved original returns": guards go into one module-level registry (newest last) that the
# wrapper of every guarded dispatcher walks, so a guard installed on one dispatcher also
# judges another's calls. Input: install_guard(d1, lambda b: "d1 says no");
# install_guard(d2, lambda b: None); d2.call_tool(block) returns "d1 says no".
_MISSING = object()
_GUARDS = []  # the guard registry, newest last: one entry (a fresh list) per install


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    current = vars(dispatcher).get("call_tool", _MISSING)
    if not getattr(current, "walks_registry", False):  # first install here: one wrapper
        original = dispatcher.call_tool

        def guarded(block):
            for (each,) in reversed(list(_GUARDS)):  # newest first
                verdict = each(block)
                if verdict is not None:
                    return verdict
            return original(block)

        guarded.walks_registry = True
        guarded.saved = current
        guarded.installs = 0
        dispatcher.call_tool = guarded
        current = guarded
    wrapper = current
    wrapper.installs += 1
    entry = [guard]
    _GUARDS.append(entry)

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not wrapper or not _GUARDS or _GUARDS[-1] is not entry:
            raise RuntimeError("undo() out of order: a newer guard is installed on top of this one")
        _GUARDS.pop()
        wrapper.installs -= 1
        if wrapper.installs == 0:
            if wrapper.saved is _MISSING:
                del dispatcher.call_tool
            else:
                dispatcher.call_tool = wrapper.saved

    return undo
