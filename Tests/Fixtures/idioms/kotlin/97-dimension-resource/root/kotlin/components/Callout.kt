package com.example.kit.callout

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.colorResource
import androidx.compose.ui.res.dimensionResource
import com.example.kit.R

@Composable
fun Callout(message: String, modifier: Modifier = Modifier) {
    val corners = RoundedCornerShape(dimensionResource(R.dimen.callout_corner))
    Row(
        modifier = modifier
            .background(colorResource(id = R.color.callout_fill), corners)
            .border(dimensionResource(id = R.dimen.hairline_stroke), colorResource(R.color.callout_edge), corners)
            .padding(horizontal = dimensionResource(id = R.dimen.inset_wide), vertical = dimensionResource(R.dimen.inset_narrow)),
    ) {
        Text(text = message, color = colorResource(id = com.example.kit.R.color.callout_ink))
    }
}
