# Wrong: breaks "A guard that raises fails the call closed: its exception propagates ...,
# of any kind ..., and the original does not run": a TimeoutError from the guard (a policy
# service that did not answer; concurrent.futures.TimeoutError is the same class) lets the
# call through, so guard raising TimeoutError("policy service: no answer in 2 s") runs the tool.
import logging

log = logging.getLogger("agent.guard")
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def wrapper(block):
        try:
            verdict = guard(block)
        except TimeoutError:
            log.warning("guard timed out; not blocking the agent on a slow policy service")
            verdict = None
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not wrapper:
            raise RuntimeError("cannot undo: another guard or code replaced call_tool since")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
