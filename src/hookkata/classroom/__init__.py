"""The class report: learners' results read (``results``), summed up (``summary``), and
shown as Markdown or HTML (``render``) with a figure (``figure``)."""
