package com.acme.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** A count, or with [showDot] only a dot: the flag swaps the whole view. */
@Composable
fun Counter(count: Int, modifier: Modifier = Modifier, showDot: Boolean = false) {
    val fill = Color(0xFFD92D20)
    if (showDot) {
        Box(modifier.size(6.dp).background(fill, CircleShape))
        return
    }
    Box(modifier.background(fill, RoundedCornerShape(8.dp)).padding(horizontal = 5.dp, vertical = 1.dp)) {
        BasicText(count.toString())
    }
}
