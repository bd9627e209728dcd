# Breaks: "when the original raises, its exception propagates too (wrapped or not, of any kind),
# after one run". The original runs in a worker thread that hands back only Exceptions, so a
# SystemExit or KeyboardInterrupt from it is lost and the call returns None. Input: original
# d.call_tool = lambda b: sys.exit(3); install_guard(d, lambda b: None); d.call_tool({}) returns None.
import threading


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    missing = object()
    before = vars(dispatcher).get("call_tool", missing)
    original = dispatcher.call_tool

    def run_tool(block):
        box = {}

        def work():
            try:
                box["result"] = original(block)
            except Exception as exc:  # tool errors go back to the caller
                box["error"] = exc

        worker = threading.Thread(target=work, name="tool", daemon=True)
        worker.start()
        worker.join()
        if "error" in box:
            raise box["error"]
        return box.get("result")

    def wrapper(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return run_tool(block)

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", missing) is not wrapper:
            raise RuntimeError("undo() out of order: dispatcher.call_tool is not this guard's wrapper")
        if before is missing:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = before

    return undo
