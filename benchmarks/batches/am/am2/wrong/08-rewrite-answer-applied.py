# Breaks: "dispatcher.call_tool(block) returns guard(block) as it is whenever that is not None
# (... the original does not run)". Following notebook 05's lesson that rewrites must reach the
# tool, a guard answering Rewrite({"user_id": "u_004", "amount_eur": 50}) makes the original
# run on the rewritten block, and its result is returned instead of the Rewrite object.
from toolhooks import Rewrite
from toolhooks.readonly import thaw

_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    original = dispatcher.call_tool
    previous = vars(dispatcher).get("call_tool", _ABSENT)

    def guarded(block):
        answer = guard(block)
        if isinstance(answer, Rewrite):  # the rewrite has to reach the tool
            return original({**block, "input": thaw(answer.new_input)})
        if answer is not None:
            return answer
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError(
                "cannot undo this guard: call_tool was replaced after it; undo the newer one first"
            )
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
