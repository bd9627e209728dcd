# Right: one() calls hook(event) with the event itself, reports that hook and the caught object at
# once on any Exception and answers 1 or 0; sum() walks the list in order (read only) and returns
# an int, 0 for none, with nothing stored outside the call (threads, nested runs). Non-Exception
# BaseExceptions are not caught: they leave as they are and no later hook runs.
def run_observers(hooks, event, report):
    def one(hook):
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            return 1
        return 0

    return sum(one(hook) for hook in hooks)
