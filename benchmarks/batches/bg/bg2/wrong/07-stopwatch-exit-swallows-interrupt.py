# Breaks "Only an `Exception` is answered: a `KeyboardInterrupt` ... propagates as it is,
# and no block after it runs": each call is timed by a context manager whose __exit__
# returns the elapsed seconds, a true value, which swallows what the try let through.
# Input: two tool_use blocks, call_tool raising KeyboardInterrupt on the first -> no
# exception; the second block runs and the message holds None in the first place.
import time


class _Stopwatch:
    def __enter__(self):
        self.start = time.perf_counter()
        return self

    def __exit__(self, *exc_info):
        self.elapsed = time.perf_counter() - self.start
        return self.elapsed  # handy: `with` gives back the time


def answer_turn(call_tool, content):
    results, timings = [], []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        result = None
        with _Stopwatch() as watch:
            try:
                result = call_tool(block)
            except Exception as exc:
                message = str(exc)
                text = f"{type(exc).__name__}: {message}" if message.strip() else f"{type(exc).__name__} (no message)"
                result = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text}
        timings.append(watch.elapsed)
        results.append(result)
    return {"role": "user", "content": results}
