# Breaks: "A guard that raises fails the call closed: its exception propagates ..., it is asked
# once". Network errors (OSError) from a remote policy guard are retried twice with back-off.
# Input: a guard that raises ConnectionError("policy service down") on every call: it is asked
# three times before the error propagates (and a guard that fails once then answers is obeyed).
import time

RETRIES = 2


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    absent = object()
    before = dispatcher.__dict__.get("call_tool", absent)
    original = dispatcher.call_tool

    def ask(block):
        for attempt in range(RETRIES + 1):
            try:
                return guard(block)
            except OSError:
                if attempt == RETRIES:
                    raise
                time.sleep(0.01 * 2 ** attempt)  # transient network trouble: back off, try again

    def call_tool(block):
        verdict = ask(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = call_tool

    def undo():
        if dispatcher.__dict__.get("call_tool", absent) is not call_tool:
            raise RuntimeError("refusing to undo: dispatcher.call_tool was changed after install_guard")
        if before is absent:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = before

    return undo
