# Breaks: "A guard, any callable (... whatever attributes it carries ...)" and "returns guard(block)
# as it is whenever that is not None" ("How long a guard takes is not graded"). A guard carrying a
# `timeout` attribute is run on a worker thread and, when it is slower than that, ignored (fail
# open): a guard with guard.timeout = 0.05 that takes 0.2 s and returns a denial lets the tool run.
import concurrent.futures

_NOTHING = object()


def install_guard(dispatcher, guard):
    previous = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool
    limit = getattr(guard, "timeout", None)

    def ask(block):
        if not limit:
            return guard(block)
        pool = concurrent.futures.ThreadPoolExecutor(max_workers=1)
        try:
            return pool.submit(guard, block).result(timeout=limit)
        except concurrent.futures.TimeoutError:
            return None  # a guard that does not answer in time has no opinion
        finally:
            pool.shutdown(wait=False)

    def guarded(block):
        verdict = ask(block)
        return verdict if verdict is not None else original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool was replaced after this install")
        if previous is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
