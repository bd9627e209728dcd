# Right: a generator runs the hooks in order and yields once per Exception, after reporting it
# at once (report runs before the generator resumes for the next hook); sum() counts them, 0 for
# none. Only Exception is caught, so KeyboardInterrupt/SystemExit/GeneratorExit and groups holding
# them leave the generator as they are and stop the run; no shared state, so nested runs count apart.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""

    def failures():
        for hook in hooks:
            try:
                hook(event)
            except Exception as error:
                report(hook, error)
                yield 1

    return sum(failures())
