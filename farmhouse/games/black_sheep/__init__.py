"""Black Sheep (Reiner Knizia, 2008): rules (``rules``), AI (``ai``) and board (``board``)."""
