# Breaks: "a result from the guard is returned as it is (the tool never runs)" and "A guard that
# raises ... the original does not run". To hide the guard's latency the original is started
# in a thread before the guard answers; a guard returning {"error": "no"} still gets its answer
# returned, but an original that appends to a list has run once by then.
import threading


def install_guard(dispatcher, guard):
    had_own = "call_tool" in vars(dispatcher)
    saved = vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        box = {}

        def run():
            try:
                box["result"] = original(block)
            except BaseException as exc:  # handed back to the caller below
                box["error"] = exc

        worker = threading.Thread(target=run, daemon=True)
        worker.start()  # speculative: most calls are allowed
        try:
            verdict = guard(block)
        finally:
            worker.join()  # no stray threads
        if verdict is not None:
            return verdict  # the tool's result is thrown away
        if "error" in box:
            raise box["error"]
        return box["result"]

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", None) is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool is installed on top")
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo
