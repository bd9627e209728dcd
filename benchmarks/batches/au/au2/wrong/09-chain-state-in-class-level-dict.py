# Breaks: hooks get "the current call itself ..., even one running its own chain inside", and the
# result is "call with its input replaced by each Rewrite". State lives in a class-level dict (a
# Java field habit) shared by all runners, so a nested chain overwrites the outer call. Input: hooks
# [h1, h2], h1 runs run_chain([], other_call) and returns None -> h2 and the result get other_call.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


class _Chain:
    state = {"call": None}

    def __init__(self, hooks, call):
        self.hooks = hooks
        self.state["call"] = call

    def run(self):
        for hook in self.hooks:
            decision = hook(self.state["call"])
            if type(decision) is Deny:
                return decision
            if type(decision) is Rewrite:
                self.state["call"] = self.state["call"].with_input(decision.new_input)
        return self.state["call"]


def run_chain(hooks, call):
    return _Chain(hooks, call).run()
