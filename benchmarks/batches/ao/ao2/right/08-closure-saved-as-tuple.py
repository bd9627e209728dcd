# Right: the own attribute is saved as a one-item tuple (None or a falsy object is still kept),
# the original is read once before replacing; the guard is asked once per call, its answer
# returned unless None, else the original's; undo() raises RuntimeError unless the instance's own
# entry is the wrapper (second undo too), else puts back exactly what was there.
def install_guard(dispatcher, guard):
    namespace = vars(dispatcher)
    try:
        saved = (namespace["call_tool"],)
    except KeyError:
        saved = ()
    call_original = getattr(dispatcher, "call_tool")

    def call_tool(block):
        answer = guard(block)
        if answer is None:
            answer = call_original(block)
        return answer

    setattr(dispatcher, "call_tool", call_tool)

    def undo():
        if namespace.get("call_tool", undo) is not call_tool:
            raise RuntimeError("this install_guard is not on top of call_tool any more; "
                               "undo the newer installs first")
        if saved:
            setattr(dispatcher, "call_tool", saved[0])
        else:
            delattr(dispatcher, "call_tool")

    return undo
