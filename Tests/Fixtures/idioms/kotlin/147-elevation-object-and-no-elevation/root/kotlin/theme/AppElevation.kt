package com.acme.app.theme

import androidx.compose.ui.unit.dp

/** How far surfaces float above the page. */
object AppElevation {
    val Resting = 1.dp
    val Raised = 4.dp
}
