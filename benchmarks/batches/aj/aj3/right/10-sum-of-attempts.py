# Right: `sum` over a generator runs each attempt lazily, in list order, so report(hook, exception) happens
# inside the attempt, before the next hook is called; each attempt scores 1 for an Exception (of any kind,
# falsy or message-less ones too) and 0 otherwise, whatever the hook returned. Only `except Exception` is
# used, so a KeyboardInterrupt etc. escapes the generator and `sum` unchanged.


def run_observers(hooks, event, report):
    def attempt(hook):
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            return 1
        return 0

    return sum(attempt(hook) for hook in hooks)
