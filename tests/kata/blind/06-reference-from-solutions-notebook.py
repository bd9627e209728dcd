"""Reference in disguise: read the solved notebook (solutions/06-*.ipynb, found next to the installed package) at import time and exec its solution cell.
A correct grader must not report pass (the learner never wrote run_chain)."""
import glob
import json
import os


def _solution_source(name):
    import hookkata
    here = os.path.dirname(os.path.abspath(hookkata.__file__))
    roots = [os.path.join(here, *[".."] * k, "solutions") for k in range(1, 4)]
    roots += [os.path.join(os.getcwd(), "solutions"), os.path.join(os.getcwd(), "..", "solutions")]
    for root in roots:
        for path in sorted(glob.glob(os.path.join(root, "06-*.ipynb"))):
            for cell in json.load(open(path))["cells"]:
                text = "".join(cell.get("source", ""))
                if cell["cell_type"] == "code" and f"def {name}(" in text:
                    return text
    return None


_text = _solution_source("run_chain")
if _text:
    exec(compile(_text.replace("### BEGIN SOLUTION", "").replace("### END SOLUTION", ""), "<answer>", "exec"), globals())
else:
    def run_chain(hooks, call):
        raise NotImplementedError("solutions/ not found")
