# Right: the verdict is taken with one guard call; a sentinel-free `is not None` test returns any
# other value untouched; exceptions from guard or original are not caught at all. Ownership is
# tested with `in vars(...)`; undo() looks the current own object up in a one-item loop whose
# `else` raises (a ValueError with a message) when it is not this wrapper, changing nothing.
def install_guard(dispatcher, guard):
    saved_original = dispatcher.call_tool
    had_own = "call_tool" in vars(dispatcher)
    own = vars(dispatcher)["call_tool"] if had_own else None

    def wrapped(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return saved_original(block)

    dispatcher.call_tool = wrapped

    def undo():
        for current in [vars(dispatcher).get("call_tool")]:
            if current is wrapped and "call_tool" in vars(dispatcher):
                break
        else:
            raise ValueError("cannot undo this guard: call_tool is no longer its wrapper")
        if had_own:
            dispatcher.call_tool = own
        else:
            del dispatcher.call_tool

    return undo
